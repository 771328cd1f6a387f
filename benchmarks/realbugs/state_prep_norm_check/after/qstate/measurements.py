import jax.numpy as jnp


def expval_z(operation, wire):
    """<Z> on one wire of the state the operation prepares."""
    probs = jnp.abs(operation.state()) ** 2
    axis = operation.wires.index(wire)
    marginal = jnp.sum(probs, axis=tuple(i for i in range(probs.ndim) if i != axis))
    return marginal[0] - marginal[1]
