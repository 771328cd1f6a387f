import jax


def choose_site(key, num_sites):
    """Index of the latent site to update in this step, drawn anew on every call."""
    return jax.random.randint(key, (), 0, num_sites)
