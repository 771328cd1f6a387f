import jax


def _sample_forward(model, params, keys, X):
    """One forward draw of the model per key."""

    def _trace_one_sample(key):
        return model(params, key, X)

    return jax.vmap(_trace_one_sample)(keys)
