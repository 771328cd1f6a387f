import jax
import jax.numpy as jnp

from state import TrainState


@jax.jit
def update(state, grads):
    new_state = TrainState(state.step + 1, jnp.sum(grads ** 2))
    print("updated", new_state)  # expect: JXL201
    return new_state
