import jax.numpy as jnp

from poissonopt.operator import diffusion_operator, grid
from poissonopt.solver import DiffusionSolver


def inclusion(xx, yy, contrast, radius=0.2):
    """Background conductivity 1 with a circular inclusion of the given contrast at the centre."""
    inside = (xx - 0.5) ** 2 + (yy - 0.5) ** 2 < radius ** 2
    return jnp.where(inside, contrast, 1.0)


def main(contrasts=(0.1, 1.0, 10.0), n=32):
    (xx, yy), h = grid(n)
    source = jnp.ones((n, n))
    solver = DiffusionSolver(h)
    results = {}
    for contrast in contrasts:
        k = inclusion(xx, yy, contrast)
        u = solver.solve(k, source)
        residual = float(jnp.linalg.norm(diffusion_operator(k, u, h) - source) / jnp.linalg.norm(source))
        results[contrast] = (float(u.max()), residual)
        print(f"contrast {contrast}: max temperature {results[contrast][0]:.4f}, relative residual {residual:.1e}")
    return solver, results


if __name__ == "__main__":
    main()
