import jax.numpy as jnp
import numpy as np

from abundance import GradientAscent, NegativeBinomialGLM


def simulate(n_plots=60, seed=4):
    rng = np.random.default_rng(seed)
    moisture = rng.uniform(-1.0, 1.0, n_plots)
    design = np.stack([np.ones(n_plots), moisture], axis=1)
    mean = np.exp(design @ np.array([1.5, 0.8]))
    counts = rng.negative_binomial(3.0, 3.0 / (3.0 + mean))
    return design, counts


def main(steps=150):
    model = NegativeBinomialGLM(*simulate())
    params = {"beta": jnp.zeros(2), "log_dispersion": jnp.array(0.0)}
    return GradientAscent(model.log_likelihood).run(params, steps)


if __name__ == "__main__":
    params, trace = main()
    print(f"log-likelihood {trace[0]:.1f} -> {trace[-1]:.1f}", params)
