import jax.numpy as jnp


def flip_edge(faces, face_a, face_b):
    """Flip the edge shared by two triangles stored as (p, q, r) and (p, r, s) to q-s."""
    p, q, r = faces[face_a]
    s = faces[face_b, 2]
    faces = faces.at[face_a].set(jnp.stack([p, q, s]))
    faces = faces.at[face_b].set(jnp.stack([q, r, s]))
    return faces
