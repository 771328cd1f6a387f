import jax


def perturb(key, analysis, spread, n_members):
    """Initial ensemble: the analysis plus independent Gaussian perturbations for each member."""
    noise = jax.random.normal(key, (n_members, analysis.shape[-1]))
    return analysis[None, :] + spread * noise
