import jax.numpy as jnp
import numpy as np

from chainlab import batch_absorption
from chainlab.canonical import gamblers_ruin


def ruin_table(target, win_probabilities):
    chains = np.stack([gamblers_ruin(target, p) for p in win_probabilities])
    n_transient = int(np.sum(np.diag(chains[0]) < 1.0))
    return np.asarray(batch_absorption(jnp.asarray(chains), n_transient))


if __name__ == "__main__":
    print(ruin_table(6, [0.4, 0.5, 0.6])[:, :, 1])
