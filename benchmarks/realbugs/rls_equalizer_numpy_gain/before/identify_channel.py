import jax.numpy as jnp
import numpy as np

from adaptfilt import RLSEqualizer
from adaptfilt.channel import tapped_delay_rows

CHANNEL = np.array([0.8, -0.4, 0.2])


def identify(n_samples):
    rng = np.random.default_rng(11)
    signal = rng.choice([-1.0, 1.0], size=n_samples)
    rows = tapped_delay_rows(signal, len(CHANNEL))
    desired = rows @ CHANNEL + 0.01 * rng.normal(size=n_samples)
    equalizer = RLSEqualizer(len(CHANNEL), forgetting=0.99, noise_variance=1e-4)
    w, log_evidence = equalizer.fit(jnp.asarray(rows), jnp.asarray(desired))
    return np.asarray(w), float(log_evidence)


if __name__ == "__main__":
    print(identify(200))
