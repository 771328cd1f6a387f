import functools

import jax
import jax.numpy as jnp

from shooting.problem import dynamics, total_cost


def run_closed_loop(problem, x0, n_steps, iterations=100, learning_rate=0.003):
    """Receding horizon: optimise the control sequence from the measured state, apply its first control, shift."""
    x = x0
    u_seq = jnp.zeros(problem.horizon)
    states, controls = [x], []
    for _ in range(n_steps):
        cost_grad = jax.jit(jax.grad(functools.partial(total_cost, x0=x, problem=problem)))  # expect: JXL501
        for _ in range(iterations):
            u_seq = u_seq - learning_rate * cost_grad(u_seq)
        u = u_seq[:1]
        x = dynamics(x, u, problem.params)
        u_seq = jnp.concatenate([u_seq[1:], u_seq[-1:]])
        states.append(x)
        controls.append(float(u[0]))
    return jnp.stack(states), controls
