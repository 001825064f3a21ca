/* Error strings for sf_error. */
#include "snowfield/common.h"

const char *sf_error_string(sf_error err)
{
    switch (err) {
    case SF_OK:
        return "success";
    case SF_ERR_INVALID_ARGUMENT:
        return "invalid argument (NULL pointer, wrong length or overlap)";
    case SF_ERR_INVALID_SCALAR:
        return "invalid scalar (zero or not below the group order)";
    case SF_ERR_INVALID_POINT:
        return "invalid point (off the curve, identity or wrong subgroup)";
    case SF_ERR_INVALID_ENCODING:
        return "invalid or non-canonical encoding";
    case SF_ERR_INVALID_SIGNATURE:
        return "invalid signature";
    case SF_ERR_RANDOMNESS:
        return "random number generator failed";
    case SF_ERR_IDENTITY:
        return "result is the identity point";
    case SF_ERR_UNSUPPORTED:
        return "unsupported (another algorithm or curve, an encrypted key, or a format or "
               "operation this algorithm does not have)";
    case SF_ERR_KEY_MISMATCH:
        return "the public key stored with the private key does not match it";
    }
    return "unknown error";
}
