import jax
import jax.numpy as jnp
import numpy as np


def initial_condition(N):
    """One unit of heat at the midpoint of an N x N plate."""
    u0 = np.zeros((N, N), dtype=np.float32)
    u0[N // 2, N // 2] = 1.0
    return u0


def get_A(N):
    """Finite-difference matrix of the 2D Laplacian on the flattened N x N grid (heat escapes at the edges)."""
    n = N * N
    diagonals = [-4 * np.ones(n), np.ones(n - 1), np.ones(n - 1), np.ones(n - N), np.ones(n - N)]
    diagonals[1][(N - 1)::N] = 0
    diagonals[2][(N - 1)::N] = 0
    A = (np.diag(diagonals[0]) + np.diag(diagonals[1], 1) + np.diag(diagonals[2], -1)
         + np.diag(diagonals[3], N) + np.diag(diagonals[4], -N))
    return A.astype(np.float32)


def advance_time_matvecmul(A, u, epsilon):
    N = u.shape[0]
    return u + epsilon * (A @ u.flatten()).reshape((N, N))


def advance_time_numpy(u, epsilon):
    """Zero-padded plate, neighbours summed with np.roll, padding dropped again."""
    padded = np.pad(u, 1)
    vertical = np.roll(padded, 1, 0) + np.roll(padded, -1, 0)
    horizontal = np.roll(padded, 1, 1) + np.roll(padded, -1, 1)
    neighbours = vertical + horizontal
    return u + epsilon * (neighbours[1:-1, 1:-1] - 4 * u)


@jax.jit
def advance_time_jax(u, epsilon):
    padded = jnp.pad(u, 1)
    vertical = np.roll(padded, 1, 0) + np.roll(padded, -1, 0)  # expect: JXL401
    horizontal = np.roll(padded, 1, 1) + np.roll(padded, -1, 1)  # expect: JXL401
    neighbours = vertical + horizontal
    return u + epsilon * (neighbours[1:-1, 1:-1] - 4 * u)
