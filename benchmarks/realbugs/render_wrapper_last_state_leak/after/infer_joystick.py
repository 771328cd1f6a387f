import numpy as np

from train_joystick import make_env, policy, train


def run_inference(num_frames=5):
    env = make_env()
    params, state, _ = train(env)
    frames = []
    for _ in range(num_frames):
        state = env.step(state, policy(params, state.obs))
        frames.append(np.asarray(state.pos))
    return frames


if __name__ == "__main__":
    print(run_inference())
