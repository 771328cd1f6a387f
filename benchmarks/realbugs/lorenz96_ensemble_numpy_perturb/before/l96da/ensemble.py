import jax.numpy as jnp
import numpy as np


def perturb(analysis, spread, n_members):
    """Initial ensemble: the analysis plus independent Gaussian perturbations for each member."""
    noise = np.random.normal(0.0, 1.0, size=(n_members, analysis.shape[-1]))  # expect: JXL402
    return analysis[None, :] + spread * jnp.asarray(noise)
