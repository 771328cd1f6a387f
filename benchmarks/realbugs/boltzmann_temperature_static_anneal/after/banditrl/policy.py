import jax


def preferences(params, context):
    return context @ params


@jax.jit
def boltzmann_action(params, context, key, temperature):
    logits = preferences(params, context) / temperature
    return jax.random.categorical(key, logits)


def annealed_temperature(episode, start=2.0, decay=0.8, floor=0.05):
    return max(floor, start * decay ** episode)
