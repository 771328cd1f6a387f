import jax
import jax.numpy as jnp


def newton_solve(fn, x0, tol, max_steps):
    """Root of `fn` from `x0` by Newton's method with the Jacobian from autodiff."""
    jacobian = jax.jacfwd(fn)

    def keep_going(carry):
        _, step, error = carry
        return jnp.logical_and(error > tol, step < max_steps)

    def newton_step(carry):
        x, step, _ = carry
        dx = jnp.linalg.solve(jacobian(x), fn(x))
        return x - dx, step + 1, jnp.max(jnp.abs(dx))

    x, _, _ = jax.lax.while_loop(keep_going, newton_step, (x0, 0, jnp.inf))  # expect: JXL504
    return x
