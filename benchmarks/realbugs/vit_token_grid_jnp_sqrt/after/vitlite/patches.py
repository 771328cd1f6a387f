import math


def patchify(images, patch_size):
    b, h, w, c = images.shape
    x = images.reshape(b, h // patch_size, patch_size, w // patch_size, patch_size, c)
    x = x.transpose(0, 1, 3, 2, 4, 5)
    return x.reshape(b, (h // patch_size) * (w // patch_size), patch_size * patch_size * c)


def tokens_to_grid(tokens):
    b, n, d = tokens.shape
    side = math.isqrt(n)
    return tokens.reshape(b, side, side, d)
