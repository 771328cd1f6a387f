import jax


class Greeks:
    """Sensitivities of an option's price by automatic differentiation, mapped over a strip of spots."""

    def __init__(self, option):
        self.option = option
        self.delta = jax.jit(jax.vmap(jax.grad(option.price, argnums=0), in_axes=(0, None)))
        self.vega = jax.jit(jax.vmap(jax.grad(option.price, argnums=1), in_axes=(0, None)))
