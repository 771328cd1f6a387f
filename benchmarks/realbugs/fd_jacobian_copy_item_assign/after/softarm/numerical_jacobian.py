import jax.numpy as jnp


def forward_difference_jacobian(fun, x, eps):
    """Columns (f(x + eps e_i) - f(x)) / eps, for models whose autodiff is unreliable near zero curvature."""
    f0 = fun(x)
    columns = []
    for i in range(x.shape[0]):
        x_step = x.at[i].add(eps)
        columns.append((fun(x_step) - f0) / eps)
    return jnp.stack(columns, axis=1)
