import jax.numpy as jnp

from burgers1d.config import BurgersConfig
from burgers1d.solver import ExplicitBurgersSolver


def main(amplitudes=(1.0, 2.0)):
    config = BurgersConfig()
    x = jnp.arange(config.nx) * config.dx
    solver = ExplicitBurgersSolver(config)
    results = {}
    for amplitude in amplitudes:
        u0 = 0.5 + amplitude * jnp.sin(jnp.pi * x)
        u = solver.solve(u0)
        steepest = float(jnp.max(jnp.abs(jnp.diff(u))) / config.dx)
        results[amplitude] = (float(jnp.sum(u0)), float(jnp.sum(u)), float(u0.max()), float(u.max()), steepest)
        print(f"amplitude {amplitude}: mass {results[amplitude][0]:.4f} -> {results[amplitude][1]:.4f}, "
              f"max {results[amplitude][2]:.3f} -> {results[amplitude][3]:.3f}, steepest slope {steepest:.1f}")
    return results


if __name__ == "__main__":
    main()
