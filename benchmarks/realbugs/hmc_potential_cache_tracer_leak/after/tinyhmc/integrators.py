import jax


def leapfrog(q, p, grad_potential, step_size, num_steps):
    p = p - 0.5 * step_size * grad_potential(q)

    def body(_, state):
        q, p = state
        q = q + step_size * p
        return q, p - step_size * grad_potential(q)

    q, p = jax.lax.fori_loop(0, num_steps - 1, body, (q, p))
    q = q + step_size * p
    p = p - 0.5 * step_size * grad_potential(q)
    return q, p
