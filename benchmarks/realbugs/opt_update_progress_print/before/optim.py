import jax.numpy as jnp

from progress import log_progress


def momentum(step_size, mass=0.9):
    def init(params):
        return params, jnp.zeros_like(params)

    def update(step, grads, state):
        params, velocity = state
        velocity = mass * velocity - step_size * grads
        log_progress(step, grad_norm=jnp.linalg.norm(grads), speed=jnp.linalg.norm(velocity))
        return params + velocity, velocity

    def get_params(state):
        return state[0]

    return init, update, get_params
