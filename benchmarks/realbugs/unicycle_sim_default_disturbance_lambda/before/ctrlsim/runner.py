import jax.numpy as jnp

from ctrlsim.simulator import rollout


def simulate(x0, goal, controller, dynamics, dt=0.05, num_steps=200, disturbance=None):
    if disturbance is None:
        disturbance = lambda x, t: jnp.zeros_like(x)  # noqa: E731
    states = rollout(x0, goal, dt, dynamics=dynamics, controller=controller,  # expect: JXL503
                     disturbance=disturbance, num_steps=num_steps)
    return states, float(jnp.linalg.norm(states[-1, :2] - goal))
