from lbm.simulation import ChannelFlow


def main(nx=4, ny=33, n_calls=12):
    flow = ChannelFlow(nx, ny)
    f = flow.initial()
    for _ in range(n_calls):
        f = flow.advance(f)
    profile = flow.velocity(f)[0, 1:-1, 0]
    viscosity = (flow.tau - 0.5) / 3.0
    height = ny - 2
    u_max = float(flow.body_force[0]) * height ** 2 / (8.0 * viscosity)
    print(f"centre velocity {float(profile.max()):.5f}, Poiseuille prediction {u_max:.5f}")
    return profile, u_max


if __name__ == "__main__":
    main()
