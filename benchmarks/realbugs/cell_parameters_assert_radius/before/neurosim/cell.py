import jax.numpy as jnp


class Cell:
    """A chain of compartments with per-compartment radius and membrane conductance."""

    def __init__(self, num_compartments):
        self.params = {
            "radius": jnp.ones(num_compartments),
            "g_leak": jnp.full(num_compartments, 1e-4),
        }

    def set(self, key, value):
        self.params[key] = jnp.broadcast_to(jnp.asarray(value, dtype=jnp.float32), self.params[key].shape)

    def get_all_parameters(self, trainable):
        """The fixed parameters with the trainable ones (a dict of arrays) laid over them."""
        params = dict(self.params)
        params.update(trainable)
        assert jnp.all(params["radius"] > 0), "radius must be positive"  # expect: JXL102
        return params
