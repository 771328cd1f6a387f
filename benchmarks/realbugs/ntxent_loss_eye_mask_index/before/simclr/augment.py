import jax


def two_views(key, x, noise=0.1, drop=0.2):
    """Two augmented views of a batch: additive noise and random feature dropout."""
    keys = jax.random.split(key, 4)
    views = []
    for noise_key, drop_key in ((keys[0], keys[1]), (keys[2], keys[3])):
        kept = jax.random.bernoulli(drop_key, 1.0 - drop, x.shape)
        views.append(kept * (x + noise * jax.random.normal(noise_key, x.shape)))
    return views
