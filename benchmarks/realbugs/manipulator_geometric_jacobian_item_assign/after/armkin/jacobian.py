import jax.numpy as jnp


def geometric_jacobian(frames):
    """6 x n Jacobian of a revolute chain: column i is [z_i x (o_n - o_i); z_i], frame i being before joint i."""
    n = len(frames) - 1
    J = jnp.zeros((6, n))
    o_n = frames[-1][:3, 3]
    for i in range(n):
        z_i = frames[i][:3, 2]
        o_i = frames[i][:3, 3]
        J = J.at[:3, i].set(jnp.cross(z_i, o_n - o_i))
        J = J.at[3:, i].set(z_i)
    return J
