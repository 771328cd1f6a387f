import equinox as eqx
import jax


class Ensemble(eqx.Module):
    """N independent MLPs stacked along a leading axis; each input row is routed to the member named by its id."""

    members: eqx.nn.MLP

    def __call__(self, member_ids, xs):
        params, static = eqx.partition(self.members, eqx.is_array)

        def route(i, x):
            member = jax.tree_util.tree_map(lambda leaf: leaf[i], params)
            return eqx.combine(member, static)(x)
        return jax.vmap(route)(member_ids, xs)


def make_ensemble(key, num_members, in_size=3, out_size=1):
    @eqx.filter_vmap
    def make(k):
        return eqx.nn.MLP(in_size, out_size, 8, 2, key=k)
    return Ensemble(make(jax.random.split(key, num_members)))
