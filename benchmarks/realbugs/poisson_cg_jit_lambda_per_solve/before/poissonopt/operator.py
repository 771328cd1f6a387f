import jax.numpy as jnp


def diffusion_operator(conductivity, u, h):
    """Matrix-free -div(k grad u) on a square grid with zero Dirichlet boundaries (5-point, face-averaged k)."""
    padded = jnp.pad(u, 1)
    k = jnp.pad(conductivity, 1, mode="edge")
    k_east = 0.5 * (k[1:-1, 1:-1] + k[1:-1, 2:])
    k_west = 0.5 * (k[1:-1, 1:-1] + k[1:-1, :-2])
    k_north = 0.5 * (k[1:-1, 1:-1] + k[:-2, 1:-1])
    k_south = 0.5 * (k[1:-1, 1:-1] + k[2:, 1:-1])
    flux = (k_east * (padded[1:-1, 2:] - u) + k_west * (padded[1:-1, :-2] - u)
            + k_north * (padded[:-2, 1:-1] - u) + k_south * (padded[2:, 1:-1] - u))
    return -flux / h ** 2


def grid(n):
    h = 1.0 / (n + 1)
    x = jnp.linspace(h, 1.0 - h, n)
    return jnp.meshgrid(x, x, indexing="ij"), h
