"""Attack/release envelope follower. The library never jits; callers jit or scan `follow_step` themselves."""


def follow_step(level, sample, attack, release, verbose=True):
    rise = abs(sample) - level
    if verbose:
        print(f"envelope {level} -> input {sample}")  # expect: JXL201
    if rise > 0:  # expect: JXL101
        return level + attack * rise
    return level + release * rise
