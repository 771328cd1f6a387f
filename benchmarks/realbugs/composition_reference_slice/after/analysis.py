import jax
import jax.numpy as jnp
import numpy as np

from codalite import CompositionalModel


def simulate(seed=0, n_samples=8, n_types=4):
    rng = np.random.default_rng(seed)
    condition = np.repeat([0.0, 1.0], n_samples // 2)[:, None]
    logits = np.array([1.0, 0.5, 0.0, -0.5]) + condition * np.array([0.0, 1.0, 0.0, 0.0])
    probs = np.exp(logits) / np.exp(logits).sum(axis=1, keepdims=True)
    counts = np.stack([rng.multinomial(500, p) for p in probs])
    return counts, condition


def run(reference_cell_type=3):
    counts, condition = simulate()
    model = CompositionalModel(counts, condition, reference_cell_type)
    samples = model.run_sampler(jax.random.PRNGKey(0))
    return jnp.mean(jnp.stack([s["b_raw"] for s in samples[25:]]), axis=0)


if __name__ == "__main__":
    print(run())
