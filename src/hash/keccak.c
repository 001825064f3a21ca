/*
 * Keccak-f[1600] permutation and sponge byte plumbing (FIPS 202).
 * Contracts in keccak.h.
 *
 * The permutation is the five steps of FIPS 202 section 3.2 per round, all
 * 64-bit xor / and-not / rotate with fixed indices: constant time by
 * construction.
 */
#include <string.h>

#include "snowfield/common.h"
#include "common/endian.h"
#include "hash/keccak.h"

/* iota round constants RC[ir] (FIPS 202 section 3.2.5): bit 2^j - 1 of
 * RC[ir] is rc(j + 7*ir) for j = 0..6, rc being the LFSR of Algorithm 5 with
 * polynomial x^8 + x^6 + x^5 + x^4 + 1. Computed by that algorithm. */
static const uint64_t sf_keccak_rc[24] = {
    0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL,
    0x8000000080008000ULL, 0x000000000000808bULL, 0x0000000080000001ULL,
    0x8000000080008081ULL, 0x8000000000008009ULL, 0x000000000000008aULL,
    0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
    0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL,
    0x8000000000008003ULL, 0x8000000000008002ULL, 0x8000000000000080ULL,
    0x000000000000800aULL, 0x800000008000000aULL, 0x8000000080008081ULL,
    0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL,
};

static inline uint64_t sf_rotl64(uint64_t x, unsigned n)
{
    /* n in 1..63 here; the masks keep the expression defined for n = 0 too,
     * and compilers still emit a single rotate. */
    return (x << (n & 63)) | (x >> ((64 - n) & 63));
}

/*
 * One round is written out lane by lane with constant indices, so the
 * compiler can keep lanes in registers and needs no loop unrolling to be
 * fast (a loop-and-table version ran at half the speed under gcc -O2).
 *
 * The theta-rho-pi block: lane (x, y) = a[x + 5y], after theta's
 * a ^= d[x], is rotated left by rho's offset r[x, y] and stored at its pi
 * position (y, 2x + 3y mod 5), i.e. b[y + 5*((2x + 3y) % 5)]. The offsets
 * are (t + 1)(t + 2)/2 mod 64 along the walk (x, y) -> (y, 2x + 3y) from
 * (1, 0) (FIPS 202 section 3.2.2), with r[0, 0] = 0. The lines below were
 * generated from those two formulas.
 *
 * chi: a[x, y] = b[x, y] ^ (~b[x + 1, y] & b[x + 2, y]), x mod 5.
 */
void sf_keccak_f1600(uint64_t a[25])
{
    uint64_t b[25];
    uint64_t c0, c1, c2, c3, c4, d0, d1, d2, d3, d4;

    for (int ir = 0; ir < 24; ir++) {
        /* theta: column parities, then d[x] = c[x-1] ^ rot(c[x+1], 1). */
        c0 = a[0] ^ a[5] ^ a[10] ^ a[15] ^ a[20];
        c1 = a[1] ^ a[6] ^ a[11] ^ a[16] ^ a[21];
        c2 = a[2] ^ a[7] ^ a[12] ^ a[17] ^ a[22];
        c3 = a[3] ^ a[8] ^ a[13] ^ a[18] ^ a[23];
        c4 = a[4] ^ a[9] ^ a[14] ^ a[19] ^ a[24];
        d0 = c4 ^ sf_rotl64(c1, 1);
        d1 = c0 ^ sf_rotl64(c2, 1);
        d2 = c1 ^ sf_rotl64(c3, 1);
        d3 = c2 ^ sf_rotl64(c4, 1);
        d4 = c3 ^ sf_rotl64(c0, 1);

        /* theta (apply d), rho, pi */
        b[0] = a[0] ^ d0;
        b[10] = sf_rotl64(a[1] ^ d1, 1);
        b[20] = sf_rotl64(a[2] ^ d2, 62);
        b[5] = sf_rotl64(a[3] ^ d3, 28);
        b[15] = sf_rotl64(a[4] ^ d4, 27);
        b[16] = sf_rotl64(a[5] ^ d0, 36);
        b[1] = sf_rotl64(a[6] ^ d1, 44);
        b[11] = sf_rotl64(a[7] ^ d2, 6);
        b[21] = sf_rotl64(a[8] ^ d3, 55);
        b[6] = sf_rotl64(a[9] ^ d4, 20);
        b[7] = sf_rotl64(a[10] ^ d0, 3);
        b[17] = sf_rotl64(a[11] ^ d1, 10);
        b[2] = sf_rotl64(a[12] ^ d2, 43);
        b[12] = sf_rotl64(a[13] ^ d3, 25);
        b[22] = sf_rotl64(a[14] ^ d4, 39);
        b[23] = sf_rotl64(a[15] ^ d0, 41);
        b[8] = sf_rotl64(a[16] ^ d1, 45);
        b[18] = sf_rotl64(a[17] ^ d2, 15);
        b[3] = sf_rotl64(a[18] ^ d3, 21);
        b[13] = sf_rotl64(a[19] ^ d4, 8);
        b[14] = sf_rotl64(a[20] ^ d0, 18);
        b[24] = sf_rotl64(a[21] ^ d1, 2);
        b[9] = sf_rotl64(a[22] ^ d2, 61);
        b[19] = sf_rotl64(a[23] ^ d3, 56);
        b[4] = sf_rotl64(a[24] ^ d4, 14);

        /* chi */
        a[0] = b[0] ^ (~b[1] & b[2]);
        a[1] = b[1] ^ (~b[2] & b[3]);
        a[2] = b[2] ^ (~b[3] & b[4]);
        a[3] = b[3] ^ (~b[4] & b[0]);
        a[4] = b[4] ^ (~b[0] & b[1]);
        a[5] = b[5] ^ (~b[6] & b[7]);
        a[6] = b[6] ^ (~b[7] & b[8]);
        a[7] = b[7] ^ (~b[8] & b[9]);
        a[8] = b[8] ^ (~b[9] & b[5]);
        a[9] = b[9] ^ (~b[5] & b[6]);
        a[10] = b[10] ^ (~b[11] & b[12]);
        a[11] = b[11] ^ (~b[12] & b[13]);
        a[12] = b[12] ^ (~b[13] & b[14]);
        a[13] = b[13] ^ (~b[14] & b[10]);
        a[14] = b[14] ^ (~b[10] & b[11]);
        a[15] = b[15] ^ (~b[16] & b[17]);
        a[16] = b[16] ^ (~b[17] & b[18]);
        a[17] = b[17] ^ (~b[18] & b[19]);
        a[18] = b[18] ^ (~b[19] & b[15]);
        a[19] = b[19] ^ (~b[15] & b[16]);
        a[20] = b[20] ^ (~b[21] & b[22]);
        a[21] = b[21] ^ (~b[22] & b[23]);
        a[22] = b[22] ^ (~b[23] & b[24]);
        a[23] = b[23] ^ (~b[24] & b[20]);
        a[24] = b[24] ^ (~b[20] & b[21]);

        /* iota */
        a[0] ^= sf_keccak_rc[ir];
    }
    /* b holds a permuted copy of the state, which may be keyed; the state
     * itself stays with the caller, who wipes it. */
    sf_wipe(b, sizeof b);
}

/* ---- byte view of the state ------------------------------------------- */

/* XOR len bytes into the state at byte offset pos (pos + len <= 200):
 * single bytes up to a lane boundary, whole lanes, then single bytes. */
static void sf_keccak_xor_bytes(uint64_t a[25], size_t pos,
                                const uint8_t *in, size_t len)
{
    while (len > 0 && (pos & 7) != 0) {
        a[pos >> 3] ^= (uint64_t)*in++ << (8 * (pos & 7));
        pos++;
        len--;
    }
    for (; len >= 8; len -= 8, pos += 8, in += 8)
        a[pos >> 3] ^= sf_load64_le(in);
    for (; len > 0; len--, pos++)
        a[pos >> 3] ^= (uint64_t)*in++ << (8 * (pos & 7));
}

/* Copy len bytes of the state from byte offset pos (pos + len <= 200). */
static void sf_keccak_get_bytes(const uint64_t a[25], size_t pos,
                                uint8_t *out, size_t len)
{
    while (len > 0 && (pos & 7) != 0) {
        *out++ = (uint8_t)(a[pos >> 3] >> (8 * (pos & 7)));
        pos++;
        len--;
    }
    for (; len >= 8; len -= 8, pos += 8, out += 8)
        sf_store64_le(out, a[pos >> 3]);
    for (; len > 0; len--, pos++)
        *out++ = (uint8_t)(a[pos >> 3] >> (8 * (pos & 7)));
}

/* ---- sponge ----------------------------------------------------------- */

size_t sf_keccak_absorb(uint64_t a[25], size_t pos, size_t rate,
                        const uint8_t *in, size_t len)
{
    while (len > 0) {
        size_t take = rate - pos;
        if (take > len)
            take = len;
        sf_keccak_xor_bytes(a, pos, in, take);
        in += take;
        len -= take;
        pos += take;
        if (pos == rate) {
            sf_keccak_f1600(a);
            pos = 0;
        }
    }
    return pos;
}

size_t sf_keccak_pad(uint64_t a[25], size_t pos, size_t rate, uint8_t ds)
{
    /* If pos == rate - 1 both bytes land in the same place and combine, as
     * pad10*1 requires (ds has its top bit clear). */
    a[pos >> 3] ^= (uint64_t)ds << (8 * (pos & 7));
    a[(rate - 1) >> 3] ^= (uint64_t)0x80 << (8 * ((rate - 1) & 7));
    sf_keccak_f1600(a);
    return 0;
}

size_t sf_keccak_squeeze(uint64_t a[25], size_t pos, size_t rate,
                         uint8_t *out, size_t len)
{
    while (len > 0) {
        size_t take;
        if (pos == rate) {
            sf_keccak_f1600(a);
            pos = 0;
        }
        take = rate - pos;
        if (take > len)
            take = len;
        sf_keccak_get_bytes(a, pos, out, take);
        out += take;
        len -= take;
        pos += take;
    }
    return pos;
}
