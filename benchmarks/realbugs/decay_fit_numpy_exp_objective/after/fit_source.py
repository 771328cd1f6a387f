import jax.numpy as jnp

from decayfit import ScaledGradientDescent, TwoIsotopeDecay


def measure():
    times = jnp.linspace(0.0, 120.0, 121)
    counts = 900.0 * jnp.exp(-times / 6.0) + 250.0 * jnp.exp(-times / 45.0) + 12.0
    return times, jnp.round(counts)


def main():
    objective = TwoIsotopeDecay(*measure())
    solver = ScaledGradientDescent(objective, scale=[30.0, 0.5, 15.0, 3.0, 2.0], maxiter=60)
    return solver.run([800.0, 5.0, 200.0, 40.0, 10.0])


if __name__ == "__main__":
    params, history = main()
    print(f"chi2/2 {float(history[0]):.1f} -> {float(history[-1]):.1f}, half-lives {params[1]:.2f} {params[3]:.2f}")
