import jax.numpy as jnp


def coupling_block(coeff, n_rows, n_cols):
    m_rows = jnp.arange(n_rows) - (n_rows - 1) / 2
    m_cols = jnp.arange(n_cols) - (n_cols - 1) / 2
    return coeff * jnp.exp(-0.1 * (m_rows[:, None] - m_cols[None, :]) ** 2)


def assemble(coeffs, bounds, size):
    big_matrix = jnp.zeros((size, size))
    for coeff, (r0, r1, c0, c1) in zip(coeffs, bounds):
        small_matrix = coupling_block(coeff, r1 - r0, c1 - c0)
        big_matrix[r0:r1, c0:c1] = small_matrix  # expect: JXL301
    return 0.5 * (big_matrix + big_matrix.T)
