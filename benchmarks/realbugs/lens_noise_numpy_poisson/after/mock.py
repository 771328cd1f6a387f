import jax
import jax.numpy as jnp

from lenslite import LensImage, Noise

lens_image = LensImage(Noise(64, 64, background_rms=0.01, exposure_time=1000.0))
true_kwargs = {"theta_E": 1.2, "amp": 10.0, "R_sersic": 0.4, "n_sersic": 2.0, "center_x": 0.05, "center_y": 0.0}


@jax.jit
def mock_observation(kwargs, key):
    return lens_image.simulation(kwargs, key)


def noise_level(num_realisations=4):
    keys = jax.random.split(jax.random.PRNGKey(7), num_realisations)
    clean = lens_image.model(true_kwargs)
    residuals = jnp.stack([mock_observation(true_kwargs, key) - clean for key in keys])
    return jnp.std(residuals)
