from functools import partial

import jax


@partial(jax.jit, static_argnames=("dynamics", "controller", "disturbance", "num_steps"))
def rollout(x0, goal, dt, dynamics, controller, disturbance, num_steps):
    def step(x, k):
        u = controller(x, goal)
        x_next = x + dt * (dynamics(x, u) + disturbance(x, k * dt))
        return x_next, x_next

    _, states = jax.lax.scan(step, x0, jax.numpy.arange(num_steps))
    return states
