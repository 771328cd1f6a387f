import jax
import jax.numpy as jnp

from solver import jaxfixedsolve


def sim_function(coeff):
    def rhs(t, y):
        return coeff * y

    return jaxfixedsolve(rhs, t_span=[0, 0.5], y0=jnp.array(1.0), max_dt=0.1)


jit_sim = jax.jit(sim_function)
grad_sim = jax.jit(jax.grad(sim_function))
