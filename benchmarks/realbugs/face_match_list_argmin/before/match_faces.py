import jax
import jax.numpy as jnp

from faces import FaceMatcher


def make_database(key, n_identities=3, n_refs=2, dim=16):
    keys = jax.random.split(key, n_identities)
    return [(f"person{k}", [jax.random.normal(sub, (dim,)) for sub in jax.random.split(keys[k], n_refs)])
            for k in range(n_identities)]


DATABASE = make_database(jax.random.PRNGKey(0))
MATCHER = FaceMatcher(DATABASE)
match_distances = jax.jit(MATCHER.distances)


def query(n=2):
    probes = jnp.stack([DATABASE[2][1][0], DATABASE[0][1][1]])[:n]
    return match_distances(probes)


if __name__ == "__main__":
    print(query())
