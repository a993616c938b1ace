// What the RedirectPage shows for an outside address. Implementations per target.
export interface ExternalPageProps {
  url: string
}

export declare function ExternalPage(props: ExternalPageProps): JSX.Element
