/*
 * Keccak-f[1600] and the sponge operations on it (FIPS 202), shared by
 * SHAKE256 now and SHA3-* / SHAKE128 later.
 *
 * Layer: hash (internal; not part of the public API). Includes only common/.
 *
 * State: 25 lanes of 64 bits, lane (x, y) at a[x + 5*y]. The byte string view
 * of FIPS 202 (section 3.1.2 with the little-endian lane convention of
 * section B.1) puts state byte i in lane i / 8 at bit 8*(i % 8); every
 * function below uses that view, so the code is correct on any host.
 *
 * A sponge with rate r bytes (r a multiple of 8, 8 <= r <= 192) is tracked by
 * (a, pos): pos is the byte offset in the rate part where the next byte goes
 * in (absorbing) or comes out (squeezing), 0 <= pos <= r.
 *
 * Everything is constant time in the state and data bytes; branches and
 * indices depend only on pos, r and the lengths, which are public.
 */
#ifndef SF_HASH_KECCAK_H
#define SF_HASH_KECCAK_H

#include <stddef.h>
#include <stdint.h>

/* a = Keccak-f[1600](a): the 24 rounds of Keccak-p[1600, 24]. */
void sf_keccak_f1600(uint64_t a[25]);

/*
 * Absorb len bytes of in into the sponge of rate `rate` at offset pos and
 * return the new offset. The permutation runs whenever the rate part fills,
 * so the result is in [0, rate): a full rate part is always permuted before
 * returning. in may be NULL when len == 0.
 */
size_t sf_keccak_absorb(uint64_t a[25], size_t pos, size_t rate,
                        const uint8_t *in, size_t len);

/*
 * End absorbing: xor the domain/padding byte `ds` at pos and 0x80 at
 * rate - 1 (the pad10*1 rule of FIPS 202 section 5.1 with the suffix bits
 * folded into ds: 0x1F for SHAKE, 0x06 for SHA3), then permute. Requires
 * pos < rate (which sf_keccak_absorb guarantees). Returns 0, the squeeze
 * offset of the fresh output block.
 */
size_t sf_keccak_pad(uint64_t a[25], size_t pos, size_t rate, uint8_t ds);

/*
 * Squeeze len bytes into out starting at offset pos and return the new
 * offset, in (0, rate] when len > 0. A block is permuted only when more
 * output is needed than it holds, so squeezing never wastes a permutation.
 * out may be NULL when len == 0.
 */
size_t sf_keccak_squeeze(uint64_t a[25], size_t pos, size_t rate,
                         uint8_t *out, size_t len);

#endif /* SF_HASH_KECCAK_H */
