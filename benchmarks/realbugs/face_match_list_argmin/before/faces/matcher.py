import jax.numpy as jnp

from .similarity import cosine_distance


class FaceMatcher:
    """Match face descriptors against a database of identities, each with several reference descriptors."""

    def __init__(self, database):
        self.database = database  # list of (name, [descriptor, ...])

    def distances(self, descriptors):
        """Distance of each descriptor to the closest reference of each identity, shape (n, n_identities)."""
        table = jnp.zeros((descriptors.shape[0], len(self.database)))
        for i in range(descriptors.shape[0]):
            for j, (_, references) in enumerate(self.database):
                dist = [cosine_distance(descriptors[i], ref) for ref in references]
                closest = dist[jnp.argmin(jnp.asarray(dist))]  # expect: JXL104
                table[i, j] = closest  # expect: JXL301
        return table

    def names(self, descriptors):
        best = jnp.argmin(self.distances(descriptors), axis=1)
        return [self.database[int(k)][0] for k in best]
