import jax.numpy as jnp

from meshops.topology import flip_edge


class TriMesh:
    def __init__(self, vertices, faces):
        self.vertices = jnp.asarray(vertices, dtype=jnp.float32)
        self.faces = jnp.asarray(faces, dtype=jnp.int32)

    def flip(self, face_a, face_b):
        self.faces = flip_edge(self.faces, face_a, face_b)
        return self

    def areas(self):
        corners = self.vertices[self.faces]
        edge_1 = corners[:, 1] - corners[:, 0]
        edge_2 = corners[:, 2] - corners[:, 0]
        return 0.5 * jnp.abs(edge_1[:, 0] * edge_2[:, 1] - edge_1[:, 1] * edge_2[:, 0])
