import jax
import jax.numpy as jnp

from emcom import Experiment


def run(steps=2, num_candidates=4, dim=6):
    experiment = Experiment()
    key = jax.random.PRNGKey(1)
    history = []
    for step in range(steps):
        candidates = jax.random.normal(jax.random.fold_in(key, step), (num_candidates, dim))
        history.append(experiment.step(candidates, jnp.asarray(step % num_candidates)))
    return history


if __name__ == "__main__":
    run()
