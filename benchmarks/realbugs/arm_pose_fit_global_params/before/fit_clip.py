import jax.numpy as jnp
import numpy as np

from armfit import utils
from armfit.fit import fit_clip
from armfit.kinematics import marker_positions

CONFIG = {"link_lengths": [1.0, 0.8], "learning_rate": 0.1}


def reconstruct(n_frames):
    utils.init_params(CONFIG)
    truth = np.stack([np.linspace(0.2, 0.6, n_frames), np.linspace(0.5, 0.9, n_frames)], axis=1)
    frames = [marker_positions(jnp.asarray(q), jnp.asarray(CONFIG["link_lengths"])) for q in truth]
    return truth, np.asarray(fit_clip(frames))


if __name__ == "__main__":
    print(reconstruct(4))
