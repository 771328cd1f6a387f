import jax


def init_agents(key, vocab=8, dim=6):
    k1, k2 = jax.random.split(key)
    return {"speaker": jax.random.normal(k1, (dim, vocab)) * 0.3,
            "listener": jax.random.normal(k2, (vocab, dim)) * 0.3}


def speak(params, target):
    return jax.nn.softmax(target @ params["speaker"])


def listen(params, message):
    return message @ params["listener"]
