import jax
import jax.numpy as jnp

from state import TrainState


@jax.jit
def update(state, grads):
    new_state = TrainState(state.step + 1, jnp.sum(grads ** 2))
    jax.debug.print("updated step={s} loss={l}", s=new_state.step, l=new_state.loss)
    return new_state


def report(state):
    print("after update", state)
