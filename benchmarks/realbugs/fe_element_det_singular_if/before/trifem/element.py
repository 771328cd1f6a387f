import jax.numpy as jnp

REFERENCE_GRADIENTS = jnp.array([[-1.0, -1.0], [1.0, 0.0], [0.0, 1.0]])


def p1_stiffness(coords, conductivity):
    """Local stiffness matrix of a linear triangle (coords: 3 x 2)."""
    jacobian = jnp.stack([coords[1] - coords[0], coords[2] - coords[0]], axis=1)
    det = jnp.linalg.det(jacobian)
    if jnp.isclose(jnp.abs(det), 0.0):  # expect: JXL101
        raise ValueError("degenerate element: zero Jacobian determinant")
    gradients = REFERENCE_GRADIENTS @ jnp.linalg.inv(jacobian)
    area = 0.5 * jnp.abs(det)
    return conductivity * area * gradients @ gradients.T


def p1_load(coords, source):
    jacobian = jnp.stack([coords[1] - coords[0], coords[2] - coords[0]], axis=1)
    area = 0.5 * jnp.abs(jnp.linalg.det(jacobian))
    return jnp.full(3, source * area / 3.0)
