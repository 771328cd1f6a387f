import jax.numpy as jnp

from critters.ebm import EBM0D


def main(years=100.0):
    """Two initial states, two equilibria: the warm climate and the snowball."""
    results = {}
    for start in (288.0, 230.0):
        model = EBM0D()
        temperatures = model.run(start, years)
        albedo = jnp.stack(model.diagnostics["albedo"])
        results[start] = (float(temperatures[-1]), float(albedo[-1]), len(model.diagnostics["OLR"]))
        print(f"start {start} K: equilibrium {results[start][0]:.1f} K, albedo {results[start][1]:.3f}")
    return results


if __name__ == "__main__":
    main()
