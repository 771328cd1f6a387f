import jax.numpy as jnp


class Cell:
    """A chain of compartments with per-compartment radius and membrane conductance."""

    def __init__(self, num_compartments):
        self.params = {
            "radius": jnp.ones(num_compartments),
            "g_leak": jnp.full(num_compartments, 1e-4),
        }

    def set(self, key, value):
        value = jnp.broadcast_to(jnp.asarray(value, dtype=jnp.float32), self.params[key].shape)
        if key == "radius":
            assert jnp.all(value > 0), "radius must be positive"
        self.params[key] = value

    def get_all_parameters(self, trainable):
        """The fixed parameters with the trainable ones (a dict of arrays) laid over them."""
        params = dict(self.params)
        params.update(trainable)
        return params
