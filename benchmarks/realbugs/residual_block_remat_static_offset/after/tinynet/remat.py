import jax


def remat(method, static_argnums=()):
    """Rematerialise a layer method in the backward pass.

    As with the layer libraries this mimics, the layer itself is closed over rather than passed
    to jax.checkpoint, so positions in `static_argnums` count `self` as argument 0.
    """
    inner_static = tuple(index - 1 for index in static_argnums)

    def wrapped(layer, *args):
        def call(*inner_args):
            return method(layer, *inner_args)
        return jax.checkpoint(call, static_argnums=inner_static)(*args)

    return wrapped
