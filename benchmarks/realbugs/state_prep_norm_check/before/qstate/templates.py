import jax.numpy as jnp


class MottonenStatePreparation:
    """Prepares an arbitrary normalised state vector on the given wires (simulated exactly)."""

    def __init__(self, state_vector, wires):
        self.wires = tuple(wires)
        state_vector = jnp.asarray(state_vector)
        if state_vector.shape != (2 ** len(self.wires),):
            raise ValueError(f"State vector must have shape {(2 ** len(self.wires),)}, got {state_vector.shape}.")
        norm = jnp.sum(jnp.abs(state_vector) ** 2)
        if not jnp.allclose(norm, 1.0, atol=1e-3):  # expect: JXL101
            raise ValueError(f"State vector has to be of norm 1.0, got {norm}.")
        self.state_vector = state_vector

    def state(self):
        return self.state_vector.reshape((2,) * len(self.wires))
