import jax
import numpy as np

from gatherproc import make_processor

CONFIG = {"mute_samples": 40, "eps": 1e-6}


def process(n_traces, n_samples):
    gather = jax.random.normal(jax.random.PRNGKey(5), (n_traces, n_samples))
    return np.asarray(gather), np.asarray(make_processor(CONFIG)(gather, CONFIG["eps"]))


if __name__ == "__main__":
    print(process(8, 256)[1].shape)
