"""Interior local minima of a sampled 2D field, compared with their four neighbours."""
import jax


@jax.jit
def is_local_minimum(z, i, j):
    c = z[j, i]
    return (c <= z[j - 1, i]) & (c <= z[j + 1, i]) & (c <= z[j, i - 1]) & (c <= z[j, i + 1])


def find_local_minima(z):
    rows, cols = z.shape
    points = []
    for i in range(1, cols - 1):
        for j in range(1, rows - 1):
            if is_local_minimum(z, i, j):
                points.append((i, j))
    return points
