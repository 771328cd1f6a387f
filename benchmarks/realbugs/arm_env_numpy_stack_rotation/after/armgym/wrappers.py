from jax import lax


class ActionRepeat:
    def __init__(self, env, repeat):
        self.env = env
        self.repeat = repeat

    def reset(self):
        return self.env.reset()

    def step(self, state, action):
        def body(s, _):
            return self.env.step(s, action), None

        state, _ = lax.scan(body, state, None, length=self.repeat)
        return state
