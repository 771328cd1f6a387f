from lbmflow.channel import ChannelFlow


def main(num_steps=3000):
    channel = ChannelFlow()
    f = channel.run(channel.initial(), num_steps=num_steps)
    profile = channel.velocity_profile(f)
    print("u_x(y):", profile)
    return profile


if __name__ == "__main__":
    main()
